function withdraw(uint256 amount) external {
    require(balances[msg.sender] >= amount, "balance too small");
    require(withdrawn[msg.sender] + amount <= deposited[msg.sender], "you cannot take out more than you put in");
    (bool paid, ) = msg.sender.call{value: amount}("");
    require(paid, "payment failed");
    unchecked {
        balances[msg.sender] -= amount;
    }
    withdrawn[msg.sender] += amount;
}
