// permessage-deflate (RFC 7692) for every WebSocket the host serves: browser mode (server/web) and
// LAN play (server/lan), issue 39. The host keeps its compression context between messages (a
// patch mostly repeats the keys and ids of the previous ones, which is where the bytes go), with a
// small window and memory level so that eight clients cost well under a megabyte: zlib's deflate
// state is about 2^(windowBits+2) + 2^(memLevel+9) bytes, here 32 KB + 64 KB per client. The
// clients' frames (small requests) are inflated without context. Frames under `threshold` bytes
// go as they are: compressing them saves a few bytes for a zlib call each. Figures: README (LAN).
import type { PerMessageDeflateOptions } from 'ws';

export const WS_DEFLATE: PerMessageDeflateOptions = {
  serverMaxWindowBits: 13,
  clientMaxWindowBits: 13,
  clientNoContextTakeover: true,
  zlibDeflateOptions: { level: 6, memLevel: 7 },
  threshold: 256,
  concurrencyLimit: 10,
};
