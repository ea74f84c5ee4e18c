import './styles.css';
import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app/error-boundary';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { detectLocale, getLocale, getLocaleLoaded, loadLocale, setLocale, subscribeLocale } from './i18n';

const router = createRouter();

/** Every screen reads its texts while rendering: a language change renders the app again. */
function App() {
  const locale = useSyncExternalStore(subscribeLocale, getLocale);
  return <RouterProvider key={locale} router={router} />;
}

async function start() {
  const locale = detectLocale();
  // Spanish texts first (their own chunk), so the first paint is already in the right language.
  await loadLocale(locale).catch(() => undefined);
  setLocale(locale === 'es' && !getLocaleLoaded() ? 'en' : locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppErrorBoundary>
        <Providers>
          <App />
        </Providers>
      </AppErrorBoundary>
    </StrictMode>,
  );
}

void start();
