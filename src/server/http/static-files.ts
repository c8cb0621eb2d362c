// Serving the built renderer (out/renderer) to browsers: GET and HEAD only, a file of the folder
// or nothing (no directory listings, no way out of the folder by `..`, encoded separators or
// links), with its MIME type and the app's security headers.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, sep } from 'node:path';
import { CONTENT_SECURITY_POLICY } from './csp-policy';

export const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

/** Headers of every response: the app's CSP (as in the Electron window) and no sniffing or framing. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * The file a URL path names inside `root`, or why not: 'bad' for a path that tries to leave the
 * folder or is malformed (403), 'missing' for anything else that is not a file there (404).
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<{ ok: true; path: string } | { ok: false; status: 403 | 404 }> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return { ok: false, status: 403 };
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return { ok: false, status: 403 };
  const segments = decoded.split('/').slice(1);
  if (segments.some((s) => s === '..' || s === '.')) return { ok: false, status: 403 };
  // Files whose name starts with a dot are never part of a build.
  if (segments.some((s) => s.startsWith('.'))) return { ok: false, status: 404 };
  const rel = decoded === '/' ? 'index.html' : segments.join(sep);
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(realRoot, rel));
    const inside = relative(realRoot, real);
    if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return { ok: false, status: 403 };
    if (!(await stat(real)).isFile()) return { ok: false, status: 404 };
    return { ok: true, path: real };
  } catch {
    return { ok: false, status: 404 };
  }
}

export async function serveStatic(root: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Only GET and HEAD are served here.', { Allow: 'GET, HEAD' });
  let pathname: string;
  try {
    pathname = new URL(req.url ?? '/', 'http://host').pathname;
  } catch {
    return sendText(res, 400, 'Bad request.');
  }
  const found = await resolveStaticFile(root, pathname);
  if (!found.ok) {
    if (found.status === 404 && pathname === '/') return sendText(res, 404, 'The table has not been built yet: run `npm run web` (it builds out/renderer first).');
    return sendText(res, found.status, found.status === 403 ? 'Forbidden.' : 'Not found.');
  }
  const size = (await stat(found.path)).size;
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': MIME_TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': String(size),
    // Built files change with every build; the browser asks again instead of guessing.
    'Cache-Control': 'no-cache',
  });
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(found.path);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}
