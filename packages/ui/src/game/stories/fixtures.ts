// Story data for the game page: a local game page for the iframe (srcDoc, no network), a loader image and
// the reminder and popup pictures drawn as SVG. Not shipped.

/** A stand-in game for the iframe: a gradient "reel" page, drawn locally. */
export function storyGamePage(name: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><style>
html,body{margin:0;height:100%;font-family:Arial,sans-serif;color:#fff}
body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;background:linear-gradient(135deg,#3b0764,#0f172a 60%,#134e4a)}
.reels{display:flex;gap:10px}.reel{width:64px;height:88px;border-radius:10px;background:#ffffff1f;border:2px solid #ffffff55;display:flex;align-items:center;justify-content:center;font-size:40px;font-weight:700;color:#fde047}
h1{margin:0;font-size:22px;letter-spacing:.04em}
</style></head><body><h1>${name}</h1><div class="reels"><div class="reel">7</div><div class="reel">7</div><div class="reel">7</div></div></body></html>`;
}

function svgUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The casino's loader image (config `loader`). */
export const storyLoaderImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160"><circle cx="80" cy="80" r="72" fill="#ffd34d"/><circle cx="80" cy="80" r="56" fill="#101828"/><text x="80" y="98" text-anchor="middle" font-family="Arial, sans-serif" font-size="52" font-weight="700" fill="#ffd34d">7</text></svg>',
);

/** A synth reminder picture (synth_details.imgReminder). */
export const storyReminderImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 80"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#db2777"/></linearGradient></defs><rect width="320" height="80" rx="12" fill="url(#g)"/><text x="160" y="50" text-anchor="middle" font-family="Arial, sans-serif" font-size="26" font-weight="700" fill="#fff">BONUS ROUND</text></svg>',
);

/** A synth popup picture (synth_details.imgPopup). */
export const storyPopupImage = svgUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 120"><rect width="200" height="120" rx="14" fill="#0f172a"/><text x="100" y="72" text-anchor="middle" font-family="Arial, sans-serif" font-size="40" font-weight="700" fill="#fde047">WIN!</text></svg>',
);
