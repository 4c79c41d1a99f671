/**
 * The relational schema (research/api.md §4.1), recreated at every start: a fresh shop each time.
 * Dates are stored as SQLite text "YYYY-MM-DD HH:MM:SS.SSS +00:00" (what raw queries such as login and
 * search return); booleans as 0/1. Table and column names are Juice Shop's, because published solutions
 * (UNION injections, sqlite_master dumps) depend on them.
 *
 * DESIGN: who may touch which table. Every table has one owning feature, and only the owner's repo writes it:
 *   users: Users, SecurityQuestions, SecurityAnswers, Baskets (until the basket feature owns them), except the columns
 *          profile/ owns (username, profileImage) and wallet/ owns (role and deluxeToken of a deluxe upgrade);
 *   wallet: Wallets, Cards;  products: Products, Quantities;  feedback: Feedbacks;
 *   privacy: ImageCaptchas, Memories, PrivacyRequests;  training/: Challenges, Hints.
 * Another feature may READ a table in its own repo (parameterised SQL; a read keeps the owner's rules intact, e.g. a
 * detector comparing rows). It never WRITES it: it announces what happened on the event bus (lib/events.ts) and the
 * owner reacts (Feature.reactions), as wallet/ creates the wallet of a user that users/ registered. No feature
 * imports another feature's code (lint: tools/eslint/feature-boundaries.js).
 */
const timestamps = `createdAt DATETIME NOT NULL, updatedAt DATETIME NOT NULL`

export const schemaSql = `
PRAGMA foreign_keys = ON;
CREATE TABLE Users (
  id INTEGER PRIMARY KEY AUTOINCREMENT, username VARCHAR(255) DEFAULT '', email VARCHAR(255) UNIQUE,
  password VARCHAR(255), role VARCHAR(255) DEFAULT 'customer', deluxeToken VARCHAR(255) DEFAULT '',
  lastLoginIp VARCHAR(255) DEFAULT '0.0.0.0', profileImage VARCHAR(255) DEFAULT '/assets/public/images/uploads/default.svg',
  totpSecret VARCHAR(255) DEFAULT '', isActive TINYINT(1) DEFAULT 1, ${timestamps}, deletedAt DATETIME);
CREATE TABLE SecurityQuestions (id INTEGER PRIMARY KEY AUTOINCREMENT, question VARCHAR(255), ${timestamps});
CREATE TABLE SecurityAnswers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, answer VARCHAR(255), ${timestamps},
  UserId INTEGER UNIQUE REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  SecurityQuestionId INTEGER REFERENCES SecurityQuestions (id) ON DELETE NO ACTION ON UPDATE CASCADE);
CREATE TABLE Products (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255), description VARCHAR(255), price DECIMAL,
  deluxePrice DECIMAL, image VARCHAR(255), ${timestamps}, deletedAt DATETIME);
CREATE TABLE Baskets (
  id INTEGER PRIMARY KEY AUTOINCREMENT, coupon VARCHAR(255), ${timestamps},
  UserId INTEGER REFERENCES Users (id) ON DELETE SET NULL ON UPDATE CASCADE);
CREATE TABLE BasketItems (
  ProductId INTEGER REFERENCES Products (id) ON DELETE CASCADE ON UPDATE CASCADE,
  BasketId INTEGER REFERENCES Baskets (id) ON DELETE CASCADE ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, quantity INTEGER, ${timestamps}, UNIQUE (ProductId, BasketId));
CREATE TABLE Addresses (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, fullName VARCHAR(255), mobileNum INTEGER, zipCode VARCHAR(255),
  streetAddress VARCHAR(255), city VARCHAR(255), state VARCHAR(255), country VARCHAR(255), ${timestamps});
CREATE TABLE Cards (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, fullName VARCHAR(255), cardNum INTEGER, expMonth INTEGER, expYear INTEGER, ${timestamps});
CREATE TABLE Wallets (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, balance INTEGER DEFAULT 0, ${timestamps});
CREATE TABLE Feedbacks (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, comment VARCHAR(255), rating INTEGER NOT NULL, ${timestamps});
CREATE TABLE Complaints (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, message VARCHAR(4096), file VARCHAR(255), ${timestamps});
CREATE TABLE Recycles (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  AddressId INTEGER REFERENCES Addresses (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, quantity INTEGER, isPickup TINYINT(1) DEFAULT 0, date DATETIME, ${timestamps});
CREATE TABLE Quantities (
  ProductId INTEGER REFERENCES Products (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, quantity INTEGER, limitPerUser INTEGER DEFAULT NULL, ${timestamps});
CREATE TABLE Deliveries (
  id INTEGER PRIMARY KEY AUTOINCREMENT, name VARCHAR(255), price FLOAT, deluxePrice FLOAT, eta FLOAT, icon VARCHAR(255), ${timestamps});
CREATE TABLE Challenges (
  id INTEGER PRIMARY KEY AUTOINCREMENT, key VARCHAR(255), name VARCHAR(255), category VARCHAR(255), tags VARCHAR(255),
  description VARCHAR(255), difficulty INTEGER, mitigationUrl VARCHAR(255), solved TINYINT(1), disabledEnv VARCHAR(255),
  tutorialOrder NUMBER, codingChallengeStatus NUMBER DEFAULT 0, hasCodingChallenge TINYINT(1) DEFAULT 0, ${timestamps});
CREATE TABLE Hints (
  ChallengeId INTEGER REFERENCES Challenges (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, text VARCHAR(255), "order" INTEGER, unlocked TINYINT(1) DEFAULT 0, ${timestamps});
CREATE TABLE Captchas (id INTEGER PRIMARY KEY AUTOINCREMENT, captchaId INTEGER, captcha VARCHAR(255), answer VARCHAR(255), ${timestamps});
CREATE TABLE ImageCaptchas (
  id INTEGER PRIMARY KEY AUTOINCREMENT, image VARCHAR(255), answer VARCHAR(255),
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE, createdAt DATETIME, updatedAt DATETIME NOT NULL);
CREATE TABLE Memories (
  UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  id INTEGER PRIMARY KEY AUTOINCREMENT, caption VARCHAR(255), imagePath VARCHAR(255), ${timestamps});
CREATE TABLE PrivacyRequests (
  id INTEGER PRIMARY KEY AUTOINCREMENT, UserId INTEGER REFERENCES Users (id) ON DELETE NO ACTION ON UPDATE CASCADE,
  deletionRequested TINYINT(1) DEFAULT 0, ${timestamps});
`
