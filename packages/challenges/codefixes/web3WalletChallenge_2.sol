function withdraw(uint256 amount) external {
    require(balances[msg.sender] >= amount, "balance too small");
    require(address(this).balance >= amount, "the bank cannot pay that much");
    (bool paid, ) = msg.sender.call{value: amount}("");
    require(paid, "payment failed");
    unchecked {
        balances[msg.sender] -= amount;
    }
    withdrawn[msg.sender] += amount;
}
