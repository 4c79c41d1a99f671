/** only these columns are assignable from the registration body; everything else keeps its default */
columns: {
  username: 'text',
  email: 'text',
  password: 'text',
} satisfies Record<string, ColumnType>,
