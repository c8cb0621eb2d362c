// Renderer entry: Pinia for the stores, vue-i18n for every word on screen, vue-konva for the table
// canvas, the theme, and the one connection to the game host (Electron bridge or WebSocket,
// transport/connect.ts).
import { createPinia } from 'pinia';
import { createApp } from 'vue';
import VueKonva from 'vue-konva';
import App from './App.vue';
import { i18n } from './i18n';
import { useLanStore } from './stores/lan';
import { useSessionStore } from './stores/session';
import './styles/theme.css';
import './styles/screens.css';
import { connect, type ConnectEnv } from './transport/connect';

const pinia = createPinia();
createApp(App).use(pinia).use(i18n).use(VueKonva).mount('#app');

const session = useSessionStore(pinia);
// The LAN store listens to the session from the first menu state on (a page a LAN host served
// learns it from that menu state, stores/lan.ts).
useLanStore(pinia);
try {
  void session.start(connect(window as unknown as ConnectEnv));
} catch (e) {
  session.connection = 'closed';
  session.error = e instanceof Error ? e.message : String(e);
}
