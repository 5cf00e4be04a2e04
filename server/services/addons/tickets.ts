import type { Kysely } from "kysely";
import type { Database } from "../../db/types";
import { nowISO, toISO } from "../../db/columns";

/** A support ticket's states: opened, waiting on someone, done. */
export const ticketStatuses = ["open", "pending", "solved"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
/** The priorities a ticket is filed with. */
export const ticketPriorities = ["low", "normal", "high", "urgent"] as const;

/** What a new ticket is filed with. */
export interface NewTicket {
  subject: string;
  priority: string;
  description: string;
}

/** A ticket as the store keeps it. */
export interface Ticket extends NewTicket {
  ticketID: number;
  status: TicketStatus;
  insertUserID: number;
  dateInserted: string;
  dateUpdated: string;
}

/**
 * The "Support ticket" integration's ticket store: a local stand-in for an external help desk. A
 * ticket opens as "open"; a status change marks the attachments linking it stale, so a refresh with
 * `onlyStale` picks them up.
 */
export async function createTicket(db: Kysely<Database>, ticket: NewTicket, userID: number): Promise<Ticket> {
  const now = nowISO();
  const row = await db
    .insertInto("support_tickets")
    .values({ ...ticket, status: "open", insertUserID: userID, dateInserted: now, dateUpdated: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return presentTicket(row);
}

/** Tickets by ID (those that exist). */
export async function getTickets(
  db: Kysely<Database>,
  ticketIDs: readonly number[],
): Promise<Map<number, Ticket>> {
  if (ticketIDs.length === 0) return new Map();
  const rows = await db
    .selectFrom("support_tickets")
    .selectAll()
    .where("ticketID", "in", ticketIDs)
    .execute();
  return new Map(rows.map((row) => [row.ticketID, presentTicket(row)]));
}

/** Changes a ticket's status (the help desk's side) and marks its attachments stale. */
export async function setTicketStatus(
  db: Kysely<Database>,
  ticketID: number,
  status: TicketStatus,
): Promise<void> {
  await db
    .updateTable("support_tickets")
    .set({ status, dateUpdated: nowISO() })
    .where("ticketID", "=", ticketID)
    .execute();
  await db
    .updateTable("attachments")
    .set({ stale: 1 })
    .where("attachmentType", "=", SUPPORT_TICKET_TYPE)
    .where("sourceID", "=", ticketID)
    .execute();
}

/** The integration's attachment type. */
export const SUPPORT_TICKET_TYPE = "support-ticket";

function presentTicket(row: {
  ticketID: number;
  subject: string;
  priority: string;
  description: string;
  status: string;
  insertUserID: number;
  dateInserted: string | Date;
  dateUpdated: string | Date;
}): Ticket {
  return {
    ...row,
    status: row.status as TicketStatus,
    dateInserted: toISO(row.dateInserted) ?? "",
    dateUpdated: toISO(row.dateUpdated) ?? "",
  };
}
