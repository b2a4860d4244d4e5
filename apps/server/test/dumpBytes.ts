// A PGlite data-folder dump (`dumpDataDir`) held as bytes, for opening many test databases from it.
// PGlite reads a dump with `blob.arrayBuffer()`, which Node 20 streams out of its blob store 64 KB at
// a time and joins again: for the suite's template (tens of MB) a third of the CPU of opening a
// test database. This Blob answers with a copy of bytes already in memory.
export class DumpBytes extends Blob {
  readonly #bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    super([bytes]);
    this.#bytes = bytes;
  }

  /**
   * The dump's bytes, a fresh copy each time (PGlite may keep or change what it is given). Copied
   * by the typed-array constructor: a Node Buffer's own `slice` would answer a view of the same
   * memory.
   */
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.#bytes).buffer);
  }

  /** A dump PGlite answered (a Blob of its own), read once. */
  static async of(dump: Blob): Promise<DumpBytes> {
    return new DumpBytes(new Uint8Array(await dump.arrayBuffer()));
  }
}
