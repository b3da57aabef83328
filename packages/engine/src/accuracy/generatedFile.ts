/** A file a training script writes (a generated model), with its path and full text. */
export interface GeneratedFile {
  path: string;
  text: string;
}
