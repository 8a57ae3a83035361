// A small byte-bounded LRU (Map keeps insertion order; re-inserting on read makes it most recent).
export class ByteLru<V extends { bytes: Buffer }> {
  private map = new Map<string, V>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }

  set(key: string, value: V) {
    const old = this.map.get(key);
    if (old) {
      this.total -= old.bytes.length;
      this.map.delete(key);
    }
    if (value.bytes.length > this.maxBytes) return;
    this.map.set(key, value);
    this.total += value.bytes.length;
    for (const [k, v] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.map.delete(k);
      this.total -= v.bytes.length;
    }
  }
}
