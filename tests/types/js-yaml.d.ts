/** The part of js-yaml Plaza's tests use (it ships no types of its own). */
declare module "js-yaml" {
  /** Parses one YAML document. */
  export function load(text: string): unknown;
}
