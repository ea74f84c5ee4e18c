import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { MESSAGE_MAX } from '#src/shared/conversations/rules.ts';

/** From how many characters left the counter shows. */
const COUNTER_FROM = 200;

/**
 * The message box: Enter sends, Shift+Enter starts a new line; disabled while sending; a failure
 * keeps the text in the box and says why under it.
 */
export function Composer({
  onSend,
  autoFocus,
}: {
  /** Resolves when sent (the box empties); rejects to keep the text. */
  onSend: (body: string) => Promise<unknown>;
  autoFocus?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const left = MESSAGE_MAX - text.length;
  const empty = text.trim().length === 0;

  const send = async () => {
    if (pending || empty || left < 0) return;
    setPending(true);
    setError(undefined);
    try {
      await onSend(text.trim());
      setText('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };

  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <label htmlFor={`${id}-body`} className="sr-only">
        {t('conversations.composer.label')}
      </label>
      <Textarea
        id={`${id}-body`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t('conversations.composer.placeholder')}
        maxLength={MESSAGE_MAX}
        readOnly={pending}
        autoFocus={autoFocus}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        className="min-h-[88px] resize-y"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {t('conversations.composer.failed')}: {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('conversations.composer.hint')}
          {left <= COUNTER_FROM ? (
            <span className={left <= 20 ? ' font-semibold text-destructive' : ''}>
              {' '}
              {t('conversations.composer.left', { n: left })}
            </span>
          ) : null}
        </p>
        <Button type="submit" disabled={pending || empty}>
          <Send aria-hidden="true" />
          {pending ? t('conversations.composer.sending') : t('conversations.composer.send')}
        </Button>
      </div>
    </form>
  );
}
