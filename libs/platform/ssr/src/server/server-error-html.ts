/** Last resort when even the document shell cannot render: the spec's generic message, never a white page. */
export const SERVER_ERROR_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Fehler</title>
<meta name="robots" content="noindex, nofollow"></head><body style="font-family:sans-serif;padding:2rem">
<p lang="de">Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.</p>
<p lang="fr">Une erreur s'est produite. Veuillez réessayer.</p>
<p lang="it">Si è verificato un errore. Si prega di riprovare.</p></body></html>`;
