declare module "virtual:fragment-declarations" {
  /** Path in the fragment checker's virtual file system → the declaration file's text. */
  const files: Readonly<Record<string, string>>;
  export default files;
}
