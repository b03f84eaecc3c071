/**
 * A message with its placeholders filled: fill("Wait {minutes} minutes", { minutes: "5" }) →
 * "Wait 5 minutes". Figures are formatted before (../format.ts), so the catalogue decides the
 * words and the formatting module the figures.
 */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The placeholders a message uses, sorted: "Hi {name}, {count}" → ["count", "name"]. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string).sort();
}
