import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/types";
import { nowISO } from "../../db/columns";
import { hashPassword } from "../../auth/password";
import { badRequest } from "../../http/errors";
import type { FieldError } from "../../../schemas/entities/error.schema";
import { fillMissingNameSkeletons, mixesScripts, nameSkeleton, normalizeName } from "../abuse/name-skeleton";
import { hasInvisibleCharacter, hasVisibleCharacter } from "../abuse/visible-text";
import { syncSearchIndex } from "../search/search-index";

/** A row of the users table. */
export type UserRow = Selectable<Database["users"]>;

/** The profile URL of a user (content spec §2 profile links). */
export function profileUrl(name: string): string {
  return `/profile/${encodeURIComponent(name)}`;
}

/** The lookup key of a username or email as typed: NFKC, trimmed, lower case. */
export function loginKey(login: string): string {
  return login.normalize("NFKC").trim().toLowerCase();
}

/** Finds a user by username or email, case-insensitively. */
export async function findUserByLogin(db: Kysely<Database>, login: string): Promise<UserRow | undefined> {
  const key = loginKey(login);
  return db
    .selectFrom("users")
    .selectAll()
    .where((eb) => eb.or([eb("nameKey", "=", key), eb("emailKey", "=", key)]))
    .executeTakeFirst();
}

/** Any of these lets a viewer read user records (shell spec §6 "User card"). */
export const PROFILE_READ_PERMISSIONS = ["profiles.view", "users.add", "users.edit", "users.delete"] as const;

/** A user by name, matched whole and case-insensitively (the name of a profile address). */
export async function findUserByName(db: Kysely<Database>, name: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("nameKey", "=", loginKey(name)).executeTakeFirst();
}

/** A user by ID. */
export async function getUserRow(db: Kysely<Database>, userID: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("userID", "=", userID).executeTakeFirst();
}

/** Roles of a user as `{roleID, name, isAdmin}`. */
export async function getUserRoles(db: Kysely<Database>, userID: number) {
  return db
    .selectFrom("user_roles")
    .innerJoin("roles", "roles.roleID", "user_roles.roleID")
    .select(["roles.roleID", "roles.name", "roles.isAdmin"])
    .where("user_roles.userID", "=", userID)
    .orderBy("roles.sort")
    .execute();
}

/** A new user's name and email as they will be stored, with what is wrong with them. */
export interface CheckedNewUser {
  name: string;
  email: string;
  nameSkeleton: string;
  /** Field errors of the name and the email's format (never whether the email is registered). */
  errors: FieldError[];
  /** The email belongs to an existing user. Sign-up must not tell the visitor (no enumeration). */
  isEmailTaken: boolean;
}

/**
 * Normalises and checks a new user's name and email. Names are NFKC-normalised, may use letters,
 * numbers, dots, dashes and underscores, must not hold invisible characters or mix alphabets, and
 * must not be taken or look like a name that is (same confusable skeleton: "аdmin" with a Cyrillic
 * а against "admin").
 */
export async function checkNewUser(
  db: Kysely<Database>,
  input: {
    name: string;
    email: string;
    /** A member renaming: their own row is no clash. */
    exceptUserID?: number;
  },
): Promise<CheckedNewUser> {
  const name = normalizeName(input.name);
  const email = input.email.trim();
  const skeleton = nameSkeleton(name);
  const errors: FieldError[] = [];
  const nameError = (code: string, message: string) => errors.push({ field: "name", code, message });
  if (hasInvisibleCharacter(name) || !hasVisibleCharacter(name)) {
    nameError("invisible", "Usernames may not contain spaces or invisible characters.");
  } else if (!/^[\p{L}\p{N}_.-]+$/u.test(name) || !/[\p{L}\p{N}]/u.test(name)) {
    nameError("pattern", "Usernames may use letters, numbers, dots, dashes and underscores.");
  } else if (mixesScripts(name)) {
    nameError("mixedScripts", "Usernames may not mix alphabets, such as Latin and Cyrillic letters.");
  } else if ([...name].length < 3 || [...name].length > 40) {
    nameError("length", "Usernames must be 3 to 40 characters long.");
  }
  if (!isValidEmail(email)) {
    errors.push(INVALID_EMAIL_ERROR);
  }
  if (errors.some((e) => e.field === "name")) {
    return { name, email, nameSkeleton: skeleton, errors, isEmailTaken: false };
  }
  await fillMissingNameSkeletons(db);
  const nameKey = name.toLowerCase();
  const emailKey = email.toLowerCase();
  let clashQuery = db
    .selectFrom("users")
    .select(["nameKey", "emailKey", "nameSkeleton"])
    .where((eb) =>
      eb.or([eb("nameKey", "=", nameKey), eb("emailKey", "=", emailKey), eb("nameSkeleton", "=", skeleton)]),
    );
  if (input.exceptUserID) clashQuery = clashQuery.where("userID", "!=", input.exceptUserID);
  const clashes = await clashQuery.execute();
  if (clashes.some((c) => c.nameKey === nameKey)) {
    nameError("unique", "That username is already taken.");
  } else if (clashes.some((c) => c.nameSkeleton === skeleton)) {
    nameError("confusable", "That username looks too much like an existing one. Please choose another.");
  }
  const isEmailTaken = clashes.some((c) => c.emailKey === emailKey);
  return { name, email, nameSkeleton: skeleton, errors, isEmailTaken };
}

/** Whether a (trimmed) address looks like an email address and hides no invisible character. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && !hasInvisibleCharacter(email);
}

const INVALID_EMAIL_ERROR: FieldError = {
  field: "email",
  code: "format",
  message: "That is not a valid email address.",
};

/** The field error of an email address another account has (sign-up by staff, an email change). */
export const EMAIL_TAKEN_ERROR: FieldError = {
  field: "email",
  code: "unique",
  message: "That email address is already registered.",
};

/**
 * Checks a member's new email address: its format, and that no other account has it. Answers the
 * trimmed address and the field errors.
 */
export async function checkNewEmail(
  db: Kysely<Database>,
  input: { email: string; exceptUserID: number },
): Promise<{ email: string; errors: FieldError[] }> {
  const email = input.email.trim();
  if (!isValidEmail(email)) {
    return { email, errors: [INVALID_EMAIL_ERROR] };
  }
  const clash = await db
    .selectFrom("users")
    .select("userID")
    .where("emailKey", "=", email.toLowerCase())
    .where("userID", "!=", input.exceptUserID)
    .executeTakeFirst();
  return { email, errors: clash ? [EMAIL_TAKEN_ERROR] : [] };
}

/**
 * Creates a user with the given role types (Member by default); refuses invalid, taken and
 * confusable names and taken emails. For staff adding a user (`users.add`): unlike sign-up it may
 * say that an email is registered.
 */
export async function createUser(
  db: Kysely<Database>,
  input: {
    name: string;
    email: string;
    password?: string;
    /** A password hashed already (a confirmed sign-up); used instead of `password`. */
    passwordHash?: string;
    roleIDs?: number[];
    emailConfirmed?: boolean;
    title?: string;
  },
): Promise<UserRow> {
  const checked = await checkNewUser(db, input);
  const errors = [...checked.errors];
  if (checked.isEmailTaken) {
    errors.push(EMAIL_TAKEN_ERROR);
  }
  if (errors.length) throw badRequest("The user could not be created.", errors);
  const { name, email } = checked;

  const roleIDs = input.roleIDs
    ? [...new Set(input.roleIDs)]
    : (await db.selectFrom("roles").select("roleID").where("type", "=", "member").execute()).map(
        (r) => r.roleID,
      );
  if (input.roleIDs?.length) {
    const known = new Set(
      (await db.selectFrom("roles").select("roleID").where("roleID", "in", roleIDs).execute()).map(
        (r) => r.roleID,
      ),
    );
    const unknown = roleIDs.filter((roleID) => !known.has(roleID));
    if (unknown.length) {
      throw badRequest("The user could not be created.", [
        { field: "roleID", code: "invalid", message: `No role has the ID ${unknown.join(", ")}.` },
      ]);
    }
  }
  const passwordHash = input.passwordHash ?? (await hashPassword(input.password ?? ""));
  const now = nowISO();
  // The user and their roles together: a failure leaves no user without roles behind.
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("users")
      .values({
        name,
        nameKey: name.toLowerCase(),
        nameSkeleton: checked.nameSkeleton,
        email,
        emailKey: email.toLowerCase(),
        passwordHash,
        photoUrl: "",
        title: input.title ?? "",
        emailConfirmed: input.emailConfirmed ? 1 : 0,
        dateInserted: now,
        dateLastActive: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (roleIDs.length) {
      await trx
        .insertInto("user_roles")
        .values(roleIDs.map((roleID) => ({ userID: inserted.userID, roleID })))
        .execute();
    }
    await syncSearchIndex(trx, { userIDs: [inserted.userID] });
    return inserted;
  });
  return row;
}
