/** A wall-clock date and time as the date and time inputs hold them ("2025-03-03", "14:05"). */
export interface WallTime {
  date: string;
  time: string;
}

/** The member's time zone: the browser's own (no profile setting holds one). UTC when unknown. */
export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** How the schedule dialog names a time zone: "Asia/Tokyo (GMT+09:00)". */
export function describeTimeZone(timeZone: string, at: Date): string {
  const offset = new Intl.DateTimeFormat("en", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return offset && offset !== timeZone ? `${timeZone} (${offset})` : timeZone;
}

function zoneParts(instant: number, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const values: Record<string, number> = {};
  for (const part of parts) if (part.type !== "literal") values[part.type] = Number(part.value);
  return values;
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function zoneOffsetAt(instant: number, timeZone: string): number {
  const wall = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(
    wall.year ?? 1970,
    (wall.month ?? 1) - 1,
    wall.day ?? 1,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The wall clock of a zone at an instant, in the inputs' forms. */
export function toWallTime(instant: Date, timeZone: string): WallTime {
  const wall = zoneParts(instant.getTime(), timeZone);
  return {
    date: `${pad(wall.year ?? 1970, 4)}-${pad(wall.month ?? 1)}-${pad(wall.day ?? 1)}`,
    time: `${pad(wall.hour ?? 0)}:${pad(wall.minute ?? 0)}`,
  };
}

/**
 * The instant a wall-clock date and time in `timeZone` names; null when the inputs are not a date
 * and a time. A time skipped by a daylight-saving change reads with the offset before the change.
 */
export function fromWallTime({ date, time }: WallTime, timeZone: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [, year, month, day] = dateMatch.map(Number);
  const [, hour, minute] = timeMatch.map(Number);
  const guess = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const check = new Date(guess);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59)
    return null;
  const first = guess - zoneOffsetAt(guess, timeZone);
  const second = guess - zoneOffsetAt(first, timeZone);
  return new Date(second);
}

/** A suggestion for a new schedule: the next full hour at least an hour from now. */
export function suggestedScheduleTime(now: Date): Date {
  const next = new Date(now.getTime() + 60 * 60 * 1000);
  next.setUTCMinutes(0, 0, 0);
  return next;
}
