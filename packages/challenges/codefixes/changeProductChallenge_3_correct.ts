guards: {
  list: [],
  read: [],
  create: [isAuthorized()],
  update: [denyAll()],
  delete: [denyAll()],
},
