// Files that must live outside app.asar in the packaged app: Node's worker threads cannot load a
// script from inside the archive (electron/electron#22446), so electron-builder unpacks the bots'
// worker (electron-builder.yml asarUnpack) into app.asar.unpacked beside it. The path the bundle
// computes still points into app.asar; this turns it into the unpacked one. Unpackaged builds
// (npm start, the smoke test on out/) have no app.asar in their paths and keep theirs.

const IN_ASAR = /([\\/])app\.asar([\\/])/;

export function unpackedPath(path: string, exists: (p: string) => boolean): string {
  if (!IN_ASAR.test(path)) return path;
  const unpacked = path.replace(IN_ASAR, `$1app.asar.unpacked$2`);
  return exists(unpacked) ? unpacked : path;
}

