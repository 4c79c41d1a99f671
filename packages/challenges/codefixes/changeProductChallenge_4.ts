guards: {
  list: [],
  read: [],
  create: [isAuthorized()],
  update: [],
  delete: [isAuthorized()],
},
