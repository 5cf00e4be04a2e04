/** The status of any remote load (content spec §1). */
export type LoadStatus = "pending" | "loading" | "success" | "error";

/** A value with its load status and, on failure, the error. */
export interface Loadable<T, E = Error> {
  status: LoadStatus;
  data?: T;
  error?: E;
}
