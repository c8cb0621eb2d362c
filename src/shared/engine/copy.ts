// A deep copy of the engine's plain data (objects, arrays, strings, numbers, booleans, null), for
// the observations and determinized states made many times per bot decision: structuredClone
// serializes through the host's clone machinery and costs several times a direct walk. Keys keep
// their order; undefined values stay; shared references are copied apart (the engine's data has none
// that code compares by identity).

/** A deep copy of plain data `x`, with every string value and key found in `rename` replaced by its entry. */
export function copyData<T>(x: T, rename?: ReadonlyMap<string, string>): T {
  return walk(x, rename && rename.size ? rename : undefined) as T;
}

function walk(v: unknown, rename: ReadonlyMap<string, string> | undefined): unknown {
  if (typeof v === 'string') return rename ? (rename.get(v) ?? v) : v;
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = walk(v[i], rename);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k in v as Record<string, unknown>) {
    if (!Object.prototype.hasOwnProperty.call(v, k)) continue;
    out[rename ? (rename.get(k) ?? k) : k] = walk((v as Record<string, unknown>)[k], rename);
  }
  return out;
}
