/** every column here is assignable from the registration body */
columns: {
  username: 'text',
  email: 'text',
  password: 'text',
  deluxeToken: 'text',
  lastLoginIp: 'text',
  profileImage: 'text',
  totpSecret: 'text',
  isActive: 'boolean',
} satisfies Record<string, ColumnType>,
