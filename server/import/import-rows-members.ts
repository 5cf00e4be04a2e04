import { idOf } from "./import-scan";
import { absoluteUrl, count, dateOf, EPOCH, flag, referred, type TableMapper } from "./import-mapping";

/** Members (with their unique names and emails as the first pass settled them) and their roles. */
export const memberMappers: [string, TableMapper][] = [
  [
    "User",
    (row, ctx) => {
      const userID = idOf(row("UserID"));
      if (userID === null) return { skip: "no UserID" };
      const name = ctx.scan.renamedUsers.get(userID) ?? (row("Name") ?? "").trim();
      const email = ctx.scan.usersWithoutEmail.has(userID)
        ? `member-${userID}@imported.invalid`
        : (row("Email") ?? "").trim();
      const joined = dateOf(row("DateInserted") ?? row("DateFirstVisit"), EPOCH);
      const method = (row("HashMethod") ?? "").trim() || ctx.scan.hashMethod || "";
      const password = row("Password") ?? "";
      return {
        insert: {
          users: [
            {
              userID,
              name,
              nameKey: name.toLowerCase(),
              email,
              emailKey: email.toLowerCase(),
              passwordHash: `legacy$${method || "none"}$${password}`,
              photoUrl: absoluteUrl(row("Photo")),
              title: (row("Title") ?? "").slice(0, 100),
              private: 0,
              banned: flag(row("Banned")),
              emailConfirmed: row("Confirmed") === undefined ? 1 : flag(row("Confirmed")),
              countDiscussions: 0,
              countComments: 0,
              points: count(row("Points")),
              dateInserted: joined,
              dateLastActive: dateOf(row("DateLastActive"), joined),
              dateUpdated: null,
            },
          ],
        },
      };
    },
  ],
  [
    "UserRole",
    (row, ctx) => {
      const refs = referred(row, ctx, { userID: ["UserID", "users", "member"] });
      if ("skip" in refs) return refs;
      const sourceRole = idOf(row("RoleID"));
      const roleID = sourceRole === null ? undefined : ctx.roleIDs.get(sourceRole);
      if (roleID === undefined) return { skip: "role not in the file" };
      return { insert: { user_roles: [{ userID: refs.userID, roleID }] } };
    },
  ],
];
