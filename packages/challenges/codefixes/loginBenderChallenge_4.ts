/** The user with these credentials, if any; soft-deleted users cannot log in. */
export async function findUserByCredentials(queries: QuerySandbox, email: string, password: string): Promise<UserRow | undefined> {
  const cleanEmail = email.replace(/[;"\\]|\/\*/g, '')
  const query = `SELECT * FROM Users WHERE email = '${cleanEmail}' AND password = '${md5(password)}' AND deletedAt IS NULL`
  const [user] = await runRawQuery<UserRow>(queries, query, [cleanEmail])
  return user && withBooleans(user)
}
