// The sides' colours, by their letter in the rules' FEN: red, green and blue.
export const COLOURS = {
  r: '#c0392b',
  b: '#1f5fbf',
  g: '#2e8b3a'
};
