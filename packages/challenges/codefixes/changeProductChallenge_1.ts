guards: {
  list: [],
  read: [],
  create: [denyAll()],
  update: [],
  delete: [denyAll()],
},
