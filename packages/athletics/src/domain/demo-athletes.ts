/** Demo athletes for the sandbox institution (seeded by the server on first start in sandbox mode). */
export const DEMO_ATHLETES_CSV = `SportId,SportName,StudentId,FirstName,LastName,StudentNumber
SOC,Soccer,ATH001,Ava,Thompson,S20240001
SOC,Soccer,ATH002,Liam,Patel,S20240002
SOC,Soccer,ATH003,Noah,Garcia,S20240003
BBL,Basketball,ATH002,Liam,Patel,S20240002
BBL,Basketball,ATH004,Emma,Nguyen,S20240004
BBL,Basketball,ATH005,Olivia,Brown,S20240005
SWM,Swimming,ATH006,Mia,Kowalski,S20240006
SWM,Swimming,ATH001,Ava,Thompson,S20240001
TRK,Track and Field,ATH007,Ethan,Okafor,S20240007
TRK,Track and Field,ATH008,Sofia,Rossi,S20240008
`;
