/** every column here is assignable from the registration body */
columns: {
  username: 'text',
  email: 'text',
  password: 'text',
  role: 'text', // only 'customer' expected here
  deluxeToken: 'text',
  lastLoginIp: 'text',
  profileImage: 'text',
  totpSecret: 'text',
  isActive: 'boolean',
} satisfies Record<string, ColumnType>,
