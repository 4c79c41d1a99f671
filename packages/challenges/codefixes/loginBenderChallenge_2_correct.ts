/** The user with these credentials, if any; soft-deleted users cannot log in. */
export async function findUserByCredentials(queries: QuerySandbox, email: string, password: string): Promise<UserRow | undefined> {
  const query = 'SELECT * FROM Users WHERE email = ? AND password = ? AND deletedAt IS NULL'
  const [user] = queries.boundRows<UserRow>(query, [email, md5(password)])
  return user && withBooleans(user)
}
