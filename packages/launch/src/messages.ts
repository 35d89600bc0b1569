import { useLaunch, type Locale } from './launch-context.ts';

type Texts = Record<string, string>;

/**
 * A package's message catalogue, in two sections (CONTRIBUTING.md "Message catalogues"):
 * - `spec`: texts the spec (../shared/spec) quotes, word for word, with `{name}` placeholders
 *   where the spec has a value; tooling/catalogues checks each one against the spec files;
 * - `ours`: texts we wrote where the spec is silent.
 * `en_US` is both merged (what screens read); en_AU overrides only what differs (today nothing:
 * the spec says en_AU is identical), so adding a locale never needs code.
 */
export interface Catalogue<S extends Texts, O extends Texts> {
  spec: S;
  ours: O;
  en_US: S & O;
  en_AU?: Partial<S & O>;
}

export function defineMessages<S extends Texts, O extends Texts>(sections: {
  spec: S;
  ours: O;
  en_AU?: Partial<S & O>;
}): Catalogue<S, O> {
  return { ...sections, en_US: { ...sections.spec, ...sections.ours } };
}

export function messagesFor<S extends Texts, O extends Texts>(catalogue: Catalogue<S, O>, locale: Locale): S & O {
  const overrides = locale === 'en_US' ? undefined : catalogue[locale];
  return overrides ? { ...catalogue.en_US, ...overrides } : catalogue.en_US;
}

/** Messages in the launch locale. */
export function useMessages<S extends Texts, O extends Texts>(catalogue: Catalogue<S, O>): S & O {
  return messagesFor(catalogue, useLaunch().locale);
}
