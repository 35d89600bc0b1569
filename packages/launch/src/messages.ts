import { useLaunch, type Locale } from './launch-context.ts';

/**
 * A package's message catalogue. en_US is complete; en_AU overrides only what differs
 * (today nothing: the spec says en_AU is identical), so adding a locale never needs code.
 */
export interface Catalogue<K extends string> {
  en_US: Record<K, string>;
  en_AU?: Partial<Record<K, string>>;
}

export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

export function messagesFor<K extends string>(catalogue: Catalogue<K>, locale: Locale): Record<K, string> {
  const overrides = locale === 'en_US' ? undefined : catalogue[locale];
  return overrides ? { ...catalogue.en_US, ...overrides } : catalogue.en_US;
}

/** Messages in the launch locale. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Record<K, string> {
  return messagesFor(catalogue, useLaunch().locale);
}

/** Replaces `{name}` placeholders: format('Saved {n} rows', { n: 3 }). */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
