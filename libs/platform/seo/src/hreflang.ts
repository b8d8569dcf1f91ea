/** The hreflang of a language on these Swiss sites: de → de-CH (SPEC §9 language suffix -CH). */
export const hreflangOf = (locale: string) => `${locale}-CH`;
