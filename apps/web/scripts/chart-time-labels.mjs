// Writes src/features/trading/chart/time-labels.json: how each of the 15 languages writes the
// chart's time labels, read from this Node's Intl (CLDR) once, so the chart makes no
// Intl.DateTimeFormat in the browser (a locale's first one loads its data: ~0.1 s of the
// throttled trade screen's chart task). time-labels.test.ts fails when the table and Intl part.
//
//   node apps/web/scripts/chart-time-labels.mjs && npx prettier --write apps/web/src/features/trading/chart/time-labels.json
import fs from 'node:fs';

const LOCALES = ['zh-HK', 'en', 'ja', 'ko', 'th', 'vi', 'fr', 'de', 'ru', 'es', 'pt', 'ar', 'it', 'tr', 'id'];
const KINDS = {
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayMonth: { month: 'short', day: 'numeric' },
  monthYear: { month: 'short', year: 'numeric' },
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  dateTime: {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

/**
 * "{month} {day}" from the parts. V8's format() writes a narrow no-break space as a plain one
 * (web compatibility) where formatToParts keeps it ("2026 г."): the table follows format().
 */
function shape(locale, options, date) {
  const parts = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options).formatToParts(date);
  return parts
    .map((p) => (p.type === 'literal' ? p.value.replace(/[{}]/g, '').replace(/\u202f/g, ' ') : `{${p.type}}`))
    .join('');
}

const table = {};
for (const locale of LOCALES) {
  const sample = new Date(2026, 10, 2, 7, 5);
  const entry = { yearOffset: 0 };
  for (const [kind, options] of Object.entries(KINDS)) {
    entry[kind] = shape(locale, options, sample);
    if (options.month === 'short') {
      entry[`${kind}Months`] = Array.from(
        { length: 12 },
        (_, m) =>
          new Intl.DateTimeFormat(`${locale}-u-nu-latn`, options)
            .formatToParts(new Date(2026, m, 2))
            .find((p) => p.type === 'month').value,
      );
    }
  }
  const year = new Intl.DateTimeFormat(`${locale}-u-nu-latn`, { year: 'numeric' })
    .formatToParts(sample)
    .find((p) => p.type === 'year').value;
  entry.yearOffset = Number(year) - 2026;
  table[locale] = entry;
}

const out = {
  source: `Node ${process.versions.node}, ICU ${process.versions.icu}, CLDR ${process.versions.cldr}`,
  shapes: table,
};
fs.writeFileSync(
  new URL('../src/features/trading/chart/time-labels.json', import.meta.url),
  `${JSON.stringify(out, null, 2)}\n`,
);
