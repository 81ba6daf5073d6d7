/** The part of miniprogram-compiler (WeChat's wcc and wcsc, packaged for Node) that we call. */
declare module 'miniprogram-compiler' {
  interface CompilerOptions {
    /** passed to spawnSync; the package's default of 1 MiB is too small for a whole app */
    maxBuffer?: number
    /** the files to compile (relative, no extension); default: every .wxml under the root */
    wxmlList?: string[]
    wxsList?: string[]
  }
  /**
   * Runs wcc over every .wxml and .wxs under `root` (cwd = root). Returns the body of a function
   * that defines and returns `$gwx`; throws with wcc's stderr when a file does not compile.
   */
  export function wxmlToJs(root: string, options?: CompilerOptions): string
}
