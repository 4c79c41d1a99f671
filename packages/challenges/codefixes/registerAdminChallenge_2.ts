/** every column here is assignable from the registration body */
columns: {
  username: 'text',
  email: 'text',
  password: 'text',
  role: 'text',
} satisfies Record<string, ColumnType>,
