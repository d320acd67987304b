/** A bare `ws` echo server, the baseline of the chat benchmark (memory per socket). */
import { WebSocketServer } from 'ws';

const port = Number(process.env.PORT ?? 3999);
const server = new WebSocketServer({ port, host: '127.0.0.1' });
server.on('connection', (socket) => {
  socket.on('message', (data) => socket.send(data));
});
console.log(`echo server on ${port}`);
