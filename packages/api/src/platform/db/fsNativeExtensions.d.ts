// The package ships no types; these are the two calls the DATA_DIR lock uses.
declare module 'fs-native-extensions' {
  /** An exclusive lock on the open file (fcntl F_OFD_SETLK on Linux); false when held elsewhere. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
