guards: {
  list: [],
  read: [],
  create: [isAuthorized()],
  update: [isAuthorized()],
  delete: [denyAll()],
},
