/**
 * A page without the site's chrome, for when the site cannot render one (a failed shell, a path no router can read,
 * a body too large to read): the partner web's three languages, never indexed.
 */
export const plainPage = (
  title: string,
  body: string,
) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"></head><body style="font-family:sans-serif;padding:2rem">
${body}</body></html>`;

/** Last resort when even the document shell cannot render: the spec's generic message, never a white page. */
export const SERVER_ERROR_HTML = plainPage(
  'Fehler',
  `<p lang="de">Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
<p lang="fr">Une erreur s'est produite. Veuillez réessayer.</p>
<p lang="it">Si è verificato un errore. Si prega di riprovare.</p>`,
);
