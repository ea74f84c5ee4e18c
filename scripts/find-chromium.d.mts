export function findChromium(): string | undefined;
export function findJourneyChromium(): string | undefined;
export const CHROMIUM_ARGS: string[];
