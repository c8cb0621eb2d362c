// Browser mode: the game host over HTTP and WebSocket (see server.ts).
export { startWebServer, DEFAULT_PORT, DEFAULT_HOST, SOCKET_PATH, type WebServer, type WebServerOptions } from './server';
