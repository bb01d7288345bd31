// The 10,000-row CSV the clients bench imports: unique emails, phones and addresses (no likely
// duplicate of the demo contacts or of each other), a two-letter code of rare letters in each
// email so a one-letter search keeps some rows and drops others.

const FIRST = ['Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Elijah', 'Sofia', 'Mateo', 'Mia', 'Lucas'];
const LAST = ['Garcia', 'Nguyen', 'Okafor', 'Schmidt', 'Rossi', 'Tanaka', 'Dubois', 'Silva'];
const CITIES = [
  ['Tampa', 'FL', '33606'],
  ['Austin', 'TX', '78701'],
  ['Denver', 'CO', '80202'],
  ['Portland', 'OR', '97201'],
] as const;
const RARE = 'jqxzkvwy';

export function contactsCsv(rows: number, tag: string): string {
  const lines = ['Name;Email;Phone;Street;City;State;ZIP;Roles'];
  for (let i = 0; i < rows; i++) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const code = `${RARE[i % RARE.length]}${RARE[Math.floor(i / RARE.length) % RARE.length]}`;
    const [city, state, zip] = CITIES[i % CITIES.length]!;
    lines.push(
      [
        `${first} ${last} ${tag}${i}`,
        `${first.toLowerCase()}.${code}${i}@${tag.toLowerCase()}.example.com`,
        `(555) ${String(i)
          .padStart(7, '0')
          .replace(/^(\d{3})(\d{4})$/, '$1-$2')}`,
        `${i} Market Street`,
        city,
        state,
        zip,
        i % 10 === 0 ? 'Client; Vendor' : 'Client',
      ].join(';'),
    );
  }
  // As spreadsheet programs save it: a BOM, CRLF line ends.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
