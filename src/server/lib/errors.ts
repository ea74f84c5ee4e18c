import { englishText, type MessageKey, type MessageVars, messageOf } from '#src/shared/i18n/messages.ts';

/** The one error type services throw (CODE_STYLE.md, 5); plugins/errors.ts turns the code into a status. */
const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INACTIVE: 403,
  CROSS_SITE: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A field's problem in an error answer, given by its message's key (its English in `message`). */
export interface AppErrorIssue {
  path: string;
  message: string;
  key?: MessageKey;
  vars?: MessageVars;
}

/** An issue for `path`, by its message's key. */
export const issue = (path: string, key: MessageKey, vars?: MessageVars): AppErrorIssue => ({
  path,
  message: englishText(key, vars),
  key,
  ...(vars ? { vars } : {}),
});

/** The issues of a shared schema's failed parse (English texts), each with the key its text has. */
export const schemaIssues = (issues: readonly { path: PropertyKey[]; message: string }[]): AppErrorIssue[] =>
  issues.map(({ path, message }) => ({ path: path.join('.'), message, ...messageOf(message) }));

/** A 400 whose message is its first issue's (issues from `schemaIssues` and `issue`). */
export function validationError(issues: AppErrorIssue[]): AppError {
  const [first] = issues;
  return new AppError('VALIDATION', first?.key ?? 'request.invalidInput', { vars: first?.vars, issues });
}

/**
 * Thrown with the key of its message (decision 050): the error handler writes it in the request's
 * language; `message` holds its English for logs.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly key: MessageKey,
    readonly extra: { vars?: MessageVars; issues?: AppErrorIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(englishText(key, extra.vars));
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
