module.exports = require('../../jest.frontend.base.js')(__dirname);
