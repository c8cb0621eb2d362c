// Ambient types of the renderer. A script file (no top-level import), so that the wildcard
// module below is a declaration rather than an augmentation.

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

interface Window {
  /**
   * Exposed by the preload in the desktop app; absent in a plain browser (web mode). Typed loosely
   * on purpose: transport/connect.ts checks its shape before using it as an IlluminatiBridge.
   */
  readonly illuminati?: unknown;
}
