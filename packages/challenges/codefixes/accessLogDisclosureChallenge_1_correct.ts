// the access logs stay on the server: operators read them there, the web never serves them
