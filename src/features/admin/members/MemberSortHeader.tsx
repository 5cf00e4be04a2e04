import type { MemberListSort, MemberListSortKey } from "../../../../schemas/api/users-admin.schema";
import * as styles from "./MembersSection.styles";

/** Props of {@link MemberSortHeader}. */
export interface MemberSortHeaderProps {
  /** The column's key of `GET /users` `sort`. */
  sortKey: MemberListSortKey;
  /** The column's translated title. */
  label: string;
  /** The list's order now. */
  sort: MemberListSort;
  onSort(sort: MemberListSort): void;
}

/** The way a column sorts first: names A to Z, dates and counts the newest or most first. */
const firstDirection = (key: MemberListSortKey): "asc" | "desc" => (key === "name" ? "asc" : "desc");

/**
 * A members table column header that orders the list by its key: a button (so Enter and Space work)
 * in a header cell whose `aria-sort` says the order now; pressing the sorted column turns its order.
 */
export function MemberSortHeader({ sortKey, label, sort, onSort }: MemberSortHeaderProps) {
  const descending = sort.startsWith("-");
  const isSorted = (descending ? sort.slice(1) : sort) === sortKey;
  const next = isSorted ? (descending ? "asc" : "desc") : firstDirection(sortKey);
  return (
    <th scope="col" aria-sort={isSorted ? (descending ? "descending" : "ascending") : "none"}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={() => onSort((next === "desc" ? `-${sortKey}` : sortKey) as MemberListSort)}
      >
        {label}
        <span aria-hidden="true" className={styles.sortMark}>
          {isSorted ? (descending ? "▼" : "▲") : "↕"}
        </span>
      </button>
    </th>
  );
}
