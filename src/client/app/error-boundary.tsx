import { CircleAlert, RefreshCw } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { t } from '../i18n';

/** 'Something went wrong' with the error's message, or a generic sentence, and Reload. */
export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center"
    >
      <span className="grid size-14 place-content-center rounded-2xl bg-red-50 text-destructive">
        <CircleAlert className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t('error.title')}</h1>
      <p className="break-words text-muted-foreground">{errorText(error)}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('error.reload')}
      </Button>
    </div>
  );
}

function errorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  return t('error.fallback');
}

/** The router's errorElement: a render error or a page chunk that failed to load. */
export function RouteErrorScreen() {
  const error = useRouteError();
  return <ErrorScreen error={error} />;
}

/** Catches what happens outside the router (providers), where no errorElement can. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error(t('error.fallback')) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed:', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <div className="flex min-h-dvh flex-col">
          <ErrorScreen error={this.state.error} />
        </div>
      );
    }
    return this.props.children;
  }
}
