/** The user with these credentials, if any; soft-deleted users cannot log in. */
export async function findUserByCredentials(queries: QuerySandbox, email: string, password: string): Promise<UserRow | undefined> {
  const escape = (text: string) => text.replaceAll("'", "\\'")
  const query = `SELECT * FROM Users WHERE email = '${escape(email)}' AND password = '${md5(password)}' AND deletedAt IS NULL`
  const [user] = await runRawQuery<UserRow>(queries, query, [email])
  return user && withBooleans(user)
}
