const styleMock = {};
export default styleMock;
