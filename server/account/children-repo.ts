/** Child accounts of a main account: look-up, the paged list of decision 36 and the read form. */
import { effectiveRoles } from "../auth/roles";
import type { UserRow } from "../auth/users-repo";
import type { Db } from "../db/client";
import { formatLocalDateTime } from "../lib/local-date-time";

export const CHILD_SORTS = {
  firstName: "u.first_name COLLATE NOCASE",
  lastName: "u.last_name COLLATE NOCASE",
  email: "u.email COLLATE NOCASE",
  status: "CASE WHEN u.active = 1 THEN 'Active' ELSE 'Inactive' END",
  lastLoginDateTime: "u.last_login_at",
} as const;

export type ChildSort = keyof typeof CHILD_SORTS;

/** The SQL of a sort column: own keys only, so names such as `constructor` never reach the query. */
function sortColumn(sort: string): string {
  return Object.hasOwn(CHILD_SORTS, sort) ? CHILD_SORTS[sort as ChildSort] : CHILD_SORTS.firstName;
}

export interface ChildAccount {
  firstName: string;
  lastName: string;
  email: string;
  roles: string;
  status: "Active" | "Inactive";
  lastLoginDateTime: string | null;
  parentUserName: string;
}

export interface ChildQuery {
  page: number;
  size: number;
  sort: ChildSort;
  sortType: "ASC" | "DESC";
  userName: string | null;
}

type ChildRow = UserRow & { roles: string | null; parent_username: string };

/**
 * A child of the main account by its user name or its e-mail: the read form (`ChildAccount`)
 * only carries the e-mail ("also the child's user name"), while a child may have a user name of
 * its own (the seeded demochild), so clients identify children by either.
 */
export function findChild(db: Db, mainId: number, userName: string): Promise<UserRow | undefined> {
  const name = userName.trim();
  return db.first<UserRow>(
    "SELECT * FROM users WHERE parent_id = ? AND (username = ? COLLATE NOCASE OR email = ? COLLATE NOCASE) ORDER BY id LIMIT 1",
    [mainId, name, name],
  );
}

function toChild(row: ChildRow): ChildAccount {
  return {
    firstName: row.first_name ?? "",
    lastName: row.last_name ?? "",
    email: row.email,
    roles: effectiveRoles("CHILD", (row.roles ?? "").split(",")).join(","),
    status: row.active === 1 ? "Active" : "Inactive",
    lastLoginDateTime: row.last_login_at === null ? null : formatLocalDateTime(row.last_login_at),
    parentUserName: row.parent_username,
  };
}

const SELECT = `SELECT u.*, p.username AS parent_username,
    (SELECT group_concat(role) FROM user_roles r WHERE r.user_id = u.id) AS roles
  FROM users u JOIN users p ON p.id = u.parent_id`;

export async function readChild(db: Db, childId: number): Promise<ChildAccount | undefined> {
  const row = await db.first<ChildRow>(`${SELECT} WHERE u.id = ?`, [childId]);
  return row ? toChild(row) : undefined;
}

export async function listChildren(db: Db, mainId: number, query: ChildQuery): Promise<{ content: ChildAccount[]; total: number }> {
  const where =
    query.userName === null ? "u.parent_id = ?" : "u.parent_id = ? AND (u.username = ? COLLATE NOCASE OR u.email = ? COLLATE NOCASE)";
  const args = query.userName === null ? [mainId] : [mainId, query.userName, query.userName];
  const total = (await db.first<{ n: number }>(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`, args))?.n ?? 0;
  const rows = await db.all<ChildRow>(
    `${SELECT} WHERE ${where} ORDER BY ${sortColumn(query.sort)} ${query.sortType === "DESC" ? "DESC" : "ASC"}, u.id DESC LIMIT ? OFFSET ?`,
    [...args, query.size, query.page * query.size],
  );
  return { content: rows.map(toChild), total };
}
